import { Global, Module } from '@nestjs/common';
import { join } from 'node:path';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { FileStore } from './file-store.js';
import { LocalDiskFileStore } from './local-disk.file-store.js';
import { MediaController } from './media.controller.js';

@Global()
@Module({
  controllers: [MediaController],
  providers: [
    {
      provide: FileStore,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new LocalDiskFileStore(join(config.dataDir, 'files')),
    },
  ],
  exports: [FileStore],
})
export class FilesModule {}
