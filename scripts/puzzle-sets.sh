# Sourced by the benchmark scripts: where a reference set is, as plain text.
# plain_set STEM WORKDIR prints the path of puzzles/STEM.txt, or of
# WORKDIR/STEM.txt decompressed from puzzles/STEM.txt.gz (once); it fails
# with a message when the project has neither. PUZZLES names another folder.
plain_set() {
  local dir=${PUZZLES:-puzzles}
  if [ -f "$dir/$1.txt" ]; then
    echo "$dir/$1.txt"
  elif [ -f "$dir/$1.txt.gz" ]; then
    [ -f "$2/$1.txt" ] || gzip -dc "$dir/$1.txt.gz" > "$2/$1.txt"
    echo "$2/$1.txt"
  else
    echo "no $dir/$1.txt nor $dir/$1.txt.gz" >&2
    return 1
  fi
}
