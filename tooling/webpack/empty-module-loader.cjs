// The server build renders HTML only: a stylesheet import there contributes nothing (the browser
// build extracts the same file), so it becomes an empty module.
module.exports = function emptyModule() {
  return 'export {};';
};
