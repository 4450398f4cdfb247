// The kit's input pieces (K2), drawn without antd; their look is shell/public/kit-inputs.css.
export { Checkbox, type CheckboxProps } from './checkbox';
export { Field, type FieldProps } from './field';
export { type ControlSize, Input, type InputProps, TextArea, type TextAreaProps } from './input';
export { Modal, type ModalProps } from './modal';
export { Pagination, type PaginationProps } from './pagination';
export { type ChoiceOption, RadioGroup, type RadioGroupProps, Segmented } from './radio-group';
export { Select, type SelectOption, type SelectProps } from './select';
export { Switch, type SwitchProps } from './switch';
export { Table, type TableColumn, type TableProps } from './table';
export { type TabItem, Tabs, type TabsProps } from './tabs';
