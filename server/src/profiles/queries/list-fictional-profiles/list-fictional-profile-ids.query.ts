import { Query } from '@nestjs/cqrs';

/** The ids of every fictional profile (the profiles the site runs and chat agents answer for). */
export class ListFictionalProfileIdsQuery extends Query<number[]> {}
