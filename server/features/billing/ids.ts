/** Path ids are any text on the wire (contract fields.ts); one that is not a uuid names nothing, so it is a 404. */
export const isUuid = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
