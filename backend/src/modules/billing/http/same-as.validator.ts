import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';

/** The value must equal another property of the same object (password confirmation). */
export function SameAs(property: string, options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'sameAs',
      target: target.constructor,
      propertyName,
      constraints: [property],
      options,
      validator: {
        validate: (value: unknown, args: ValidationArguments) =>
          value === (args.object as Record<string, unknown>)[args.constraints[0] as string],
      },
    });
}
