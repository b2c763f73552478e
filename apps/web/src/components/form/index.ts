export { CategoryStarsField } from './category-stars-field.tsx';
export { characterCount } from './character-count.ts';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field.tsx';
export { FormErrorAlert } from './form-error-alert.tsx';
export { FormSuccessAlert } from './form-success-alert.tsx';
export { PasswordField, type PasswordFieldProps } from './password-field.tsx';
export { TextField, type TextFieldProps } from './text-field.tsx';
export { TextareaField } from './textarea-field.tsx';
