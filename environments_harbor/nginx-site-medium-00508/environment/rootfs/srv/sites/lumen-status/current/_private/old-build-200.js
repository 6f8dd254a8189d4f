internal 0.92732986 secret=71ee75e41a924e6f
