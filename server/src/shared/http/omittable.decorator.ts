import { ValidateIf } from 'class-validator';

/**
 * A DTO field that may be left out; replaces class-validator's IsOptional, which also lets `null`
 * through to the handler (`{"language": null}` became a 500). `null` is refused by the field's own
 * rules unless the field says it means something (`nullable: true`, e.g. "clear this value").
 */
export function Omittable(options: { nullable?: boolean } = {}): PropertyDecorator {
  return ValidateIf(
    (_object, value: unknown) => value !== undefined && !(options.nullable && value === null),
  );
}
