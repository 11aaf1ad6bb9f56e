// IntString.hh: int_to_string and string_to_int, which the Utils.hh of Ork
// Island, Mad Max and Moria define (Dominator's does not).
#ifndef IntString_hh
#define IntString_hh

inline string int_to_string(int i) {
  ostringstream oss;
  oss << i;
  return oss.str();
}

inline int string_to_int(const string& s) {
  istringstream iss(s);
  int i = 0;
  iss >> i;
  return i;
}

#endif
