/** The script files of a named chunk group (each once, in chunk order), or null when the build has no such group. */
function chunkGroupScripts(compilation, name) {
  const group = compilation.namedChunkGroups.get(name);
  if (!group) return null;
  return [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => file.endsWith('.js')))];
}

module.exports = { chunkGroupScripts };
