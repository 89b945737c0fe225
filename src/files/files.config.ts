/** The files' part of the configuration (`config.files`, loaded by `src/config.ts`). */
export type StorageConfig =
  | { kind: 'local'; filesDir: string }
  | {
      kind: 's3';
      bucket: string;
      /** Null: the AWS endpoint of the region. */
      endpoint: string | null;
      region: string;
      /** Null: the SDK's default credential chain (instance role, environment). */
      credentials: { accessKeyId: string; secretAccessKey: string } | null;
      forcePathStyle: boolean;
    };

export interface FilesConfig {
  storage: StorageConfig;
  /** Base of `cdnUrl`: a file is served at `<base>/<storage key>`. */
  publicBaseUrl: string;
  /** Signs the local-disk upload URLs. */
  urlSigningKey: Buffer;
  /** Every how many minutes (1–59) pending uploads past their expiry are removed; 0 turns it off. */
  cleanupEveryMinutes: number;
  /** The bounds of one evidence preview (`src/files/preview/`). */
  preview: PreviewLimits;
}

export interface PreviewLimits {
  /** `PREVIEW_TIMEOUT_MS`: a render taking longer is stopped and the file refused. */
  timeoutMs: number;
  /** `PREVIEW_MAX_OPERATIONS`: a PDF page drawing more operations is stopped there and the file refused. */
  maxOperations: number;
  /** `PREVIEW_MAX_MEMORY_MB`: renders running while the process grows by more are stopped and the file refused. */
  maxMemoryMb: number;
}
