// Files imported by path (Bun's "file" and "text" loaders) and side-effect CSS imports.
declare module "*.sql" {
  const text: string;
  export default text;
}
declare module "*.css";
