// @size-limit/file ships no types: a list of size-limit plugins, handed to size-limit untouched.
declare module "@size-limit/file" {
  const plugins: readonly object[];
  export default plugins;
}
