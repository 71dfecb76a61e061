import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { PromoModule } from '../promo/index.js';
import { VerificationModule } from '../verification/index.js';
import { AccountDirectory } from './application/account-directory.port.js';
import { CodeHoldersModule } from './code-holders.module.js';
import { CheckUserExists } from './application/check-user-exists/check-user-exists.query.js';
import { CommonPasswords } from './application/common-passwords.port.js';
import { AuthenticateUser } from './application/authenticate-user/authenticate-user.command.js';
import { PasswordHasher } from './application/password-hasher.port.js';
import { PasswordReset } from './application/password-reset.service.js';
import { RegisterUser } from './application/register-user/register-user.command.js';
import { UserRepository } from './application/user-repository.port.js';
import { Argon2PasswordHasher } from './infrastructure/argon2.password-hasher.js';
import { AuthController } from './infrastructure/http/auth.controller.js';
import { EmailChange } from './application/email-change.service.js';
import { Profile } from './application/profile.service.js';
import { EmailChangeController } from './infrastructure/http/email-change.controller.js';
import { UpdateProfile } from './application/update-profile/update-profile.command.js';
import { ProfileController } from './infrastructure/http/profile.controller.js';
import { PasswordResetController } from './infrastructure/http/password-reset.controller.js';
import { SessionController } from './infrastructure/http/session.controller.js';
import { KnownDevices } from './infrastructure/http/known-devices.js';
import { AdminLocalStrategy, LocalStrategy } from './infrastructure/passport/local.strategy.js';
import { SessionSerializer } from './infrastructure/passport/session.serializer.js';
import { SqlAccountDirectory } from './infrastructure/persistence/sql.account-directory.js';
import { SqlUserRepository } from './infrastructure/persistence/sql.user-repository.js';
import { ZxcvbnCommonPasswords } from './infrastructure/zxcvbn.common-passwords.js';
import { AdminSessionController } from './infrastructure/http/admin-session.controller.js';

@Module({
  imports: [PassportModule.register({ session: true }), PromoModule, VerificationModule, CodeHoldersModule],
  controllers: [AdminSessionController, AuthController, PasswordResetController, SessionController, ProfileController, EmailChangeController],
  providers: [
    RegisterUser,
    AuthenticateUser,
    PasswordReset,
    CheckUserExists,
    Profile,
    UpdateProfile,
    EmailChange,
    LocalStrategy,
    AdminLocalStrategy,
    KnownDevices,
    SessionSerializer,
    { provide: UserRepository, useClass: SqlUserRepository },
    { provide: PasswordHasher, useClass: Argon2PasswordHasher },
    { provide: CommonPasswords, useClass: ZxcvbnCommonPasswords },
    { provide: AccountDirectory, useClass: SqlAccountDirectory },
  ],
  // For the staff's side (AccountsAdminModule).
  exports: [AccountDirectory, UserRepository, PasswordHasher, CommonPasswords, PasswordReset, KnownDevices],
})
export class AccountsModule {}
