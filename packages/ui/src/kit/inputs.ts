// The kit's input pieces (K2): see packages/ui/src/kit/.
export {};
