/** A downloaded file's name: an ASCII fallback and the UTF-8 name that browsers use. */
export interface AttachmentName {
  ascii: string;
  utf8: string;
}

/** An attachment's name: an ASCII fallback and the UTF-8 name (RFC 6266, RFC 5987) that browsers use. */
export const contentDisposition = (name: AttachmentName) =>
  `attachment; filename="${name.ascii}"; filename*=UTF-8''${encodeURIComponent(name.utf8)}`;
