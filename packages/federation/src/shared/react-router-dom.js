// What the `react-router-dom` share key provides: the `react-router` share, under the other name front ends import
// it by (react-router-dom v7 is `export * from 'react-router'` plus two data-router entries no remote can use).
// A module of its own, not the same file as ./react-router.js: a file is provided under one share key only.
export * from 'react-router';
