import { ApiProperty } from '@nestjs/swagger';

export class GiftImageResponse {
  @ApiProperty({ example: 'gifts/5f0c9a1b2c3d4e5f6a7b8c9d.png' }) image: string;
}
