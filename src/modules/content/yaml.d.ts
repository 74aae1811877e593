// Content files are embedded as text (`with { type: "text" }`) and parsed with Bun.YAML.parse.
declare module "*.yaml" {
  const text: string;
  export default text;
}
