/**
 * One module's part of a member's data export (the member's right of access): JSON documents by their
 * file name in the archive, and the member's media files to put beside them. Each module answers its
 * part through its own `Export…DataQuery`; compliance's data export zips the parts together.
 */
export interface MemberDataPart {
  /** Archive file name (`profile.json`) → a JSON value (dates become ISO strings). */
  documents: Record<string, unknown>;
  /** Archive path (`photos/12.jpg`) → the file's name under MEDIA_DIR. */
  media?: Record<string, string>;
}
