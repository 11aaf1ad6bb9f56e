// Assert.hh: the originals' _my_assert and _unreachable, included by each
// game's Utils.hh after its headers and `using namespace std;`. The
// message goes to cerr behind EDAGYM_ASSERT_PREFIX ("ERROR: ", or Ork
// Island's "error: "), then assert fires (it is live: no -DNDEBUG).
#ifndef Assert_hh
#define Assert_hh

#ifndef EDAGYM_ASSERT_PREFIX
#define EDAGYM_ASSERT_PREFIX "ERROR: "
#endif

#define _my_assert(b, s)                              \
  {                                                   \
    if (not(b)) {                                     \
      cerr << EDAGYM_ASSERT_PREFIX << (s) << endl;    \
      assert(b);                                      \
    }                                                 \
  }
#define _unreachable() assert(false)

#endif
