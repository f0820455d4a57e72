/** Stores uploaded files under keys the app generates. */
export interface StorageProvider {
  readonly name: string;
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The address a browser loads a public file from. */
  publicUrl(key: string): string;
}
