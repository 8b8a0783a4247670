# Sourced, not run: `. .ci/use-node.sh` makes `node` in this shell Node 24 LTS, which the project needs
# (issue 31, docs/requirements/issues/31-unbreakable-at-the-edges.md: Node 20 reached its end of life).
#
# A `node` on PATH that is already 24 or newer is kept. Otherwise Node ACME_NODE_VERSION comes from the npm
# registry (the `node-<os>-<cpu>` package carries the official binary; nothing is downloaded from anywhere
# else) into ACME_NODE_DIR, once (about 190 MB, 15 s), and its bin folder goes first on PATH. npm and pnpm
# then run on it too, and ACME_OLDER_NODE names the node it displaced. POSIX sh (sh, bash, zsh); it
# never exits the calling shell.
#
#   ACME_NODE_VERSION  the Node release to install (24.22.3)
#   ACME_NODE_DIR      where it goes (${XDG_CACHE_HOME:-~/.cache}/acme-node); reused when it holds that release
acme_use_node() {
  acme_node_version=${ACME_NODE_VERSION:-24.22.3}
  acme_node_major=${acme_node_version%%.*}
  acme_current=$(node -p 'process.versions.node' 2>/dev/null || echo 0)
  if [ "${acme_current%%.*}" -ge "$acme_node_major" ]; then
    echo "[use-node] node $acme_current ($(command -v node))"
    return 0
  fi
  case "$(uname -s)" in
    Linux) acme_os=linux ;;
    Darwin) acme_os=darwin ;;
    *) echo "[use-node] no Node $acme_node_major package for $(uname -s): install Node $acme_node_major yourself" >&2; return 1 ;;
  esac
  case "$(uname -m)" in
    x86_64 | amd64) acme_cpu=x64 ;;
    aarch64 | arm64) acme_cpu=arm64 ;;
    *) echo "[use-node] no Node $acme_node_major package for $(uname -m): install Node $acme_node_major yourself" >&2; return 1 ;;
  esac
  acme_node_pkg=node-$acme_os-$acme_cpu
  acme_node_dir=${ACME_NODE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/acme-node}
  acme_node_bin=$acme_node_dir/node_modules/$acme_node_pkg/bin
  if [ "$("$acme_node_bin/node" --version 2>/dev/null)" != "v$acme_node_version" ]; then
    echo "[use-node] node ${acme_current} is older than $acme_node_major: installing $acme_node_pkg@$acme_node_version from the npm registry into $acme_node_dir"
    mkdir -p "$acme_node_dir" &&
      npm install --prefix "$acme_node_dir" --no-audit --no-fund --no-update-notifier --loglevel=error "$acme_node_pkg@$acme_node_version" || {
      echo "[use-node] could not install $acme_node_pkg@$acme_node_version (is it on $(npm config get registry)?)" >&2
      return 1
    }
  fi
  if [ "$("$acme_node_bin/node" --version 2>/dev/null)" != "v$acme_node_version" ]; then
    echo "[use-node] $acme_node_bin/node is not Node $acme_node_version" >&2
    return 1
  fi
  # The Node it displaced: tests/consumer/run.mjs checks the published packages' lower floor with it.
  if command -v node >/dev/null 2>&1; then
    ACME_OLDER_NODE=$(command -v node)
    export ACME_OLDER_NODE
  fi
  PATH=$acme_node_bin:$PATH
  export PATH
  hash -r 2>/dev/null || true
  echo "[use-node] node $(node --version) ($acme_node_bin/node)"
}
acme_use_node
