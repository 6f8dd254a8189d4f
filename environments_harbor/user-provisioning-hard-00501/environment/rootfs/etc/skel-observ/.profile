[ -f "$HOME/.bashrc" ] && . "$HOME/.bashrc"
