#!/usr/bin/env bash
# Deploys an overlay: the migration Job first (waiting for it to succeed), then everything
# else, then waits for the rollouts. Usage: k8s/deploy.sh [overlay-dir] (default: production).
# No overlay ships a Secret value: production reads it from your secret store (External
# Secrets Operator), staging from k8s/overlays/staging/secrets.env (untracked).
set -euo pipefail
overlay="${1:-$(dirname "$0")/overlays/production}"
namespace="$(kubectl kustomize "$overlay" | awk '/^kind: Namespace/{f=1} f && /^  name:/{print $2; exit}')"
namespace="${namespace:-mercato}"
manifests="$(mktemp)"
trap 'rm -f "$manifests"' EXIT
kubectl kustomize "$overlay" >"$manifests"

echo "== namespace, configuration, secret, services (everything but the workloads)"
kubectl apply -f "$manifests" -l '!app.kubernetes.io/component'
# The production overlay's Secret comes from the secret store: wait until it is there.
if grep -q '^kind: ExternalSecret' "$manifests"; then
  kubectl -n "$namespace" wait --for=condition=Ready externalsecret/mercato-secrets --timeout=2m
fi

echo "== migrations (before any new pod starts)"
# A Job's pod template cannot change: the previous run is replaced.
kubectl -n "$namespace" delete job mercato-migrate --ignore-not-found --wait=true
kubectl apply -f "$manifests" -l app.kubernetes.io/component=migration
kubectl -n "$namespace" wait --for=condition=complete job/mercato-migrate --timeout=10m

echo "== rollout"
kubectl apply -f "$manifests"
for deployment in api worker web; do
  kubectl -n "$namespace" rollout status "deployment/$deployment" --timeout=10m
done
