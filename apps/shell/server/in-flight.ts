import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** Priority calls (orders, sign-in: isPriorityCall) have a share of their own. */
export type Lane = 'priority' | 'ordinary';

export interface InFlightSnapshot {
  inFlight: number;
  lanes: Record<Lane, number>;
}

export interface InFlight {
  /**
   * Counts a request until it ends, however it ends; false (nothing counted) when its client has
   * already gone, since nothing would ever tell that it ended.
   */
  enter(request: IncomingMessage, response: ServerResponse, lane: Lane): boolean;
  snapshot(): InFlightSnapshot;
}

/**
 * Requests under way, each counted once and let go exactly once. A response's own 'close' is
 * not enough: it never comes for a response whose connection closed before it was counted, nor
 * for a pipelined request whose response was still waiting for the connection when it closed
 * (Node gives a response the socket only when the one before it is done). So the connection's
 * close ends every request counted on it, too.
 */
export function createInFlight(): InFlight {
  const lanes: Record<Lane, number> = { priority: 0, ordinary: 0 };
  const bySocket = new WeakMap<Socket, Set<() => void>>();

  const onSocket = (socket: Socket): Set<() => void> => {
    let open = bySocket.get(socket);
    if (open) return open;
    const counted = new Set<() => void>();
    bySocket.set(socket, counted);
    socket.once('close', () => {
      bySocket.delete(socket);
      for (const leave of counted) leave();
    });
    open = counted;
    return open;
  };

  return {
    enter(request, response, lane) {
      const socket = request.socket as Socket | null | undefined;
      if (socket?.destroyed || response.destroyed || response.writableFinished) return false;
      // Tests inject requests without a network socket; their responses do close.
      const open = typeof socket?.once === 'function' ? onSocket(socket) : new Set<() => void>();
      const leave = () => {
        if (!open.delete(leave)) return;
        lanes[lane] -= 1;
        response.off('close', leave);
        response.off('finish', leave);
      };
      open.add(leave);
      lanes[lane] += 1;
      response.once('close', leave);
      // Everything handed to the connection: the request is done even if the socket stays open.
      response.once('finish', leave);
      return true;
    },
    snapshot: () => ({ inFlight: lanes.priority + lanes.ordinary, lanes: { ...lanes } }),
  };
}
