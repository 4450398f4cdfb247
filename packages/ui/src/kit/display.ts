// The kit's display pieces (K1): see packages/ui/src/kit/.
export {};
