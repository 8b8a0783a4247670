export { Field } from './Field';
export type { FieldProps, FieldControlProps } from './Field';
