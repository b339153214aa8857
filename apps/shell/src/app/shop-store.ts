import { createStore } from 'jotai';

/** The one jotai store of the page; remotes reach it through the shared jotai Provider. */
export const shopStore = createStore();
