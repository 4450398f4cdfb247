// Parsing lives in the UI kit, shared with FinanceHub.
export { parseAmount, parseDecimal } from '@pipcrafters/ui';
