/** A JSON body that its handler checks field by field, answering the spec's message for each field. */
export type UncheckedBody = Record<string, unknown>;
