/** The Web-streams build of React's server renderer; its API is the one react-dom/server types. */
declare module "react-dom/server.browser" {
  export { renderToReadableStream } from "react-dom/server";
}
