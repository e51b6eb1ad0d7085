#!/usr/bin/env sh
# A test certificate for the cluster (deploy/README.md): a throwaway certificate authority and a
# server certificate signed by it, valid for every host of the domain registry and the admin's.
#   deploy/nginx/make-cert.sh <out-dir> <host> [<host> ...]
# Writes <out-dir>/ca.pem (what a client trusts), <out-dir>/cert.pem (server certificate then
# the CA, the chain nginx sends) and <out-dir>/key.pem. Never for production: there the
# certificate comes from a real authority (ACME) or the CDN.
set -eu
if [ "$#" -lt 2 ]; then
  echo "usage: $0 <out-dir> <host> [<host> ...]" >&2
  exit 2
fi
out=$1
shift
mkdir -p "$out"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

sans=""
for host in "$@"; do sans="${sans:+$sans,}DNS:$host"; done
sans="$sans,IP:127.0.0.1"

openssl req -x509 -new -nodes -newkey rsa:2048 -sha256 -days 825 \
  -subj "/CN=DAV cluster test CA" \
  -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign,cRLSign" \
  -keyout "$work/ca-key.pem" -out "$work/ca.pem" 2>/dev/null
openssl req -new -nodes -newkey rsa:2048 -sha256 -subj "/CN=$1" \
  -keyout "$work/key.pem" -out "$work/server.csr" 2>/dev/null
printf 'subjectAltName=%s\nbasicConstraints=critical,CA:FALSE\nkeyUsage=critical,digitalSignature,keyEncipherment\nextendedKeyUsage=serverAuth\n' \
  "$sans" >"$work/ext.cnf"
openssl x509 -req -sha256 -days 825 -in "$work/server.csr" -CA "$work/ca.pem" -CAkey "$work/ca-key.pem" \
  -CAcreateserial -extfile "$work/ext.cnf" -out "$work/server.pem" 2>/dev/null

cat "$work/server.pem" "$work/ca.pem" >"$out/cert.pem"
cp "$work/ca.pem" "$out/ca.pem"
cp "$work/key.pem" "$out/key.pem"
chmod 600 "$out/key.pem"
echo "certificate for $* in $out (trust $out/ca.pem)"
