// A DNS server on loopback that answers TXT questions from a table the caller fills: the
// resolver domain verification asks in the API tests and the end-to-end journey (decision
// 055). A name in the table answers its records (or none: NODATA); a name set to 'silent'
// gets no answer at all (the resolver times out); any other name answers NXDOMAIN.
import dns2 from 'dns2';

const { Packet } = dns2;

/** Starts on `host:port` (port 0: any free one), UDP only, as resolvers ask first. */
export async function startTxtDnsServer({ host = '127.0.0.1', port = 0 } = {}) {
  /** @type {Map<string, string[][] | 'silent'>} */
  const names = new Map();
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const name = String(question?.name ?? '').toLowerCase();
      const entry = names.get(name);
      if (entry === 'silent') return;
      if (entry === undefined) {
        response.header.rcode = Packet.RCODE.NXDOMAIN;
        send(response);
        return;
      }
      if (question.type === Packet.TYPE.TXT) {
        for (const data of entry) {
          response.answers.push({
            name,
            type: Packet.TYPE.TXT,
            class: Packet.CLASS.IN,
            ttl: 1,
            data,
          });
        }
      }
      send(response);
    },
  });
  const listening = new Promise((resolve) => server.on('listening', resolve));
  await server.listen({ udp: { port, address: host, type: host.includes(':') ? 'udp6' : 'udp4' } });
  await listening;
  const bound = server.addresses().udp.port;
  return {
    /** For DNS_SERVERS: `127.0.0.1:5353`. */
    address: `${host}:${bound}`,
    port: bound,
    /** The name's TXT records; each record one string or its chunks. */
    setTxt(name, records) {
      names.set(
        name.toLowerCase(),
        records.map((record) => (Array.isArray(record) ? record : [record])),
      );
    },
    /** The name answers nothing: queries for it time out. */
    silence(name) {
      names.set(name.toLowerCase(), 'silent');
    },
    /** The name no longer exists (NXDOMAIN). */
    remove(name) {
      names.delete(name.toLowerCase());
    },
    close: () => server.close(),
  };
}
