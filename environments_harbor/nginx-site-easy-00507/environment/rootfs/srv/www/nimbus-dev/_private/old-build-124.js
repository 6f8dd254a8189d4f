internal 0.46218706 secret=2b5dfd903ab5cae4
