// Matchers for Testing Library; harmless in node-environment tests.
require('@testing-library/jest-dom');
