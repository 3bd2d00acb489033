// The UI kit: accessible building blocks without app knowledge (no API, no routes, no translations:
// every visible text comes in as a prop). Styles: the `.btn`, `.field`, `.alert` … classes of the app's CSS.
export { Alert } from './alert';
export { BADGE_CAP, Badge, formatBadgeCount, type BadgeTone } from './badge';
export { FieldFrame, FieldMessage, fieldAria, fieldDescribedBy } from './field-message';
export { CheckboxField, ChoiceGroup, FormAlert, SubmitButton, type Choice } from './form-blocks';
export { Modal } from './modal';
export { SelectField, type SelectOption } from './select-field';
export { Tabs, type TabItem } from './tabs';
export { TextField } from './text-field';
export { TextareaField } from './textarea-field';
export { useFieldProblems } from './use-field-problems';
export { useFocusInvalid } from './use-focus-invalid';
