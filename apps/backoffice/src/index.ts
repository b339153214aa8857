// A remote is consumed only through its exposed modules; this entry keeps the async boundary.
export {};
