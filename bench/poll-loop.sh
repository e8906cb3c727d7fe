#!/usr/bin/env bash
# What people write by hand: create, then `sleep N` and poll with curl + jq until the job ends.
# Usage: poll-loop.sh INTERVAL_SECONDS BASE_URL TOKEN
set -euo pipefail
interval=$1 base=$2 token=$3
job=$(curl -sf -X POST "$base/api/checkpoints" \
  -H "Authorization: Bearer $token" -H 'Content-Type: application/json' \
  -d '{"projectId":1234,"branchId":"main-branch-id","description":"bench"}' | jq -r .id)
while true; do
  sleep "$interval"
  status=$(curl -sf "$base/api/jobs/$job" -H "Authorization: Bearer $token" | jq -r .status)
  case $status in
    complete) exit 0 ;;
    error) exit 1 ;;
  esac
done
