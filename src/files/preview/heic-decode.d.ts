/** The part of `heic-decode` (which ships no types) the previews use. */
declare module 'heic-decode' {
  interface DecodedImage {
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel. */
    data: Uint8ClampedArray;
  }
  interface HeifImage {
    width: number;
    height: number;
    decode(): Promise<DecodedImage>;
  }
  interface Decode {
    (input: { buffer: Uint8Array | ArrayBuffer }): Promise<DecodedImage>;
    /** Every image of the file, sizes known before any is decoded; `dispose` frees them. */
    all(input: { buffer: Uint8Array | ArrayBuffer }): Promise<HeifImage[] & { dispose(): void }>;
  }
  const decode: Decode;
  export default decode;
}
