// A loader for variant builds in tests: replaces one exact text in a module's source, and fails
// the build when the text is not there (so a test can never pass on an unchanged bundle).
module.exports = function replaceLoader(source) {
  const { find, replace } = this.getOptions();
  if (!source.includes(find)) throw new Error(`replaceLoader: "${find}" not found in ${this.resourcePath}`);
  return source.replace(find, replace);
};
