/** The server render's router (the edge only); apart, so no browser bundle carries it. */
export { StaticRouter } from 'react-router';
