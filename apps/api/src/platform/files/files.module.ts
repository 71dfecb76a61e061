import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { join } from 'node:path';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { FileStore } from './file-store.port.js';
import { LocalDiskFileStore } from './local-disk.file-store.js';
import { MediaController } from './media.controller.js';
import { S3FileStore } from './s3.file-store.js';

@Injectable()
class FileStoreLifecycle implements OnApplicationShutdown {
  constructor(@Inject(FileStore) private readonly store: FileStore) {}

  onApplicationShutdown(): void {
    if (this.store instanceof S3FileStore) this.store.close();
  }
}

@Global()
@Module({
  controllers: [MediaController],
  providers: [
    {
      provide: FileStore,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => {
        if (!config.s3) return new LocalDiskFileStore(join(config.dataDir, 'files'));
        const store = new S3FileStore(config.s3);
        await store.ensureBucket();
        return store;
      },
    },
    FileStoreLifecycle,
  ],
  exports: [FileStore],
})
export class FilesModule {}
