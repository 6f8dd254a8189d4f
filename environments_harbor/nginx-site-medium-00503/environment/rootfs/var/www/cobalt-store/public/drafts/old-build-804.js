internal 0.14063302 secret=f2ce21d36f3e6450
