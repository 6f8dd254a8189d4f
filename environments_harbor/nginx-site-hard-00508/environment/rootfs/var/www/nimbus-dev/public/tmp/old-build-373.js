internal 0.04309890 secret=85d77f1879c14fca
