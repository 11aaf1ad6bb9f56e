// SettingsBase.hh: what every game's Settings shares (their
// player-api.md §2.2): its integer settings, in the order of the game's
// getters (zeros while the player is constructed: not valid yet), and the
// checks of a player and a position over the game's own nb_players(),
// rows() and cols(). A game's Settings derives from
// edagym_Settings<Settings, N>, N its integer settings.
#ifndef SettingsBase_hh
#define SettingsBase_hh

template <class S, int N>
class edagym_Settings {
 public:
  bool player_ok(int pl) const { return pl >= 0 and pl < edagym_self().nb_players(); }
  bool pos_ok(int i, int j) const {
    return i >= 0 and i < edagym_self().rows() and j >= 0 and j < edagym_self().cols();
  }
  bool pos_ok(Pos p) const { return pos_ok(p.i, p.j); }

  edagym_Settings() {
    for (int k = 0; k < N; ++k) edagym_cfg_[k] = 0;
  }
  virtual ~edagym_Settings() {}

  // edagym: the settings, filled by the runner before the first play()
  // (view.hh).
  enum { edagym_nb_cfg = N };
  int edagym_cfg_[N];

 private:
  const S& edagym_self() const { return static_cast<const S&>(*this); }
};

#endif
