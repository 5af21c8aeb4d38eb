/** A member the requester blocked. */
export class BlockedMember {
  id: number;
  name: string;
}

/** GET /api/blocks.php */
export class BlocksResponse {
  blocks: BlockedMember[];
}
