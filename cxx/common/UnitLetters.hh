// UnitLetters.hh: ut2char and char2ut of the games whose units have types
// (Dominator, Mad Max, Moria: their player-api.md §3), by the game's
// letters, one a UnitType in order (edagym::unit_letters, which its
// Structs.hh defines before it includes this). A type or a letter that is
// none aborts, as in the originals.
#ifndef UnitLetters_hh
#define UnitLetters_hh

inline char ut2char(UnitType t) {
  if (t < 0 or t >= int(strlen(edagym::unit_letters))) _unreachable();
  return edagym::unit_letters[t];
}

inline UnitType char2ut(char c) {
  const char* p = c == 0 ? 0 : strchr(edagym::unit_letters, c);
  if (not p) _unreachable();
  return UnitType(p - edagym::unit_letters);
}

#endif
