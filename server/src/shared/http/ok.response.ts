/** `{ok: true}`: done, nothing else to say. */
export class OkResponse {
  ok: true;
}
