// What other features use of the booking feature: the labels of its options.
export { optionLabelMessages, useOptionLabel } from './option-labels/messages';
