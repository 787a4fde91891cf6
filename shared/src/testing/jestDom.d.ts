// jest.setup.cjs loads @testing-library/jest-dom at run time; this brings its matcher types
// (toBeInTheDocument, toHaveAttribute, …) to the type check. Belongs in the tsconfig's `types` once
// the lead moves it there.
/// <reference types="@testing-library/jest-dom" />
